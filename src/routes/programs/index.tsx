import { createFileRoute } from '@tanstack/react-router';
import { classNames } from '../../components/ui/class-names';
import { containerClass, layoutClasses } from '../../components/ui/layout';
import { Text, Title } from '../../components/ui/typography';
import { pageMeta } from '../../content/page-titles';
import { programList } from '../../content/programs';
import { staticPageHead } from '../../lib/page-head';
import { ProgramSummaryCard } from './-components/program-summary-card';
import classes from './-components/programs.module.css';

const meta = pageMeta['/programs'];

export const Route = createFileRoute('/programs/')({
  head: () => staticPageHead('/programs'),
  component: ProgramsPage,
});

function ProgramsPage() {
  return (
    <div className={containerClass('lg', layoutClasses.section)}>
      <Title order={1}>{meta.title}</Title>
      <Text size="lg" className={classes.lead}>
        {meta.description}
      </Text>
      <div className={classNames(layoutClasses.stack, classes.list)}>
        {programList.map((program, index) => (
          <ProgramSummaryCard key={program.id} program={program} priority={index === 0} />
        ))}
      </div>
    </div>
  );
}

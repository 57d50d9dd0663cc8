import { Grid } from '../../components/ui/grid';
import { containerClass, layoutClasses } from '../../components/ui/layout';
import { mission, vision, type Statement } from '../../content/about';
import classes from './about.module.css';

function StatementSection({ statement }: { statement: Statement }) {
  const titleId = `${statement.sectionId}-title`;
  return (
    // The id is the anchor Home's Mission and Vision cards link to (/about#mission).
    <section id={statement.sectionId} aria-labelledby={titleId} className={classes.statement}>
      <h2 id={titleId} className={classes.statementTitle}>
        {statement.title}
      </h2>
      <p className={classes.statementText}>{statement.text}</p>
    </section>
  );
}

export function MissionVision() {
  return (
    <div className={containerClass('lg', layoutClasses.section)}>
      <Grid cols={{ base: 1, md: 2 }} spacing="lg">
        <StatementSection statement={mission} />
        <StatementSection statement={vision} />
      </Grid>
    </div>
  );
}

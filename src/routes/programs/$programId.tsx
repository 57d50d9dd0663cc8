import { createFileRoute } from '@tanstack/react-router';
import { NotFoundView } from '../../components/not-found-view';
import { PageIntro } from '../../components/page-intro';
import { findProgram } from '../../content/programs';
import { pageHead } from '../../lib/page-head';

export const Route = createFileRoute('/programs/$programId')({
  head: ({ params }) => {
    const program = findProgram(params.programId);
    return pageHead({
      title: program?.title ?? 'Program Not Found',
      description: program?.summary ?? 'This program does not exist.',
      path: `/programs/${params.programId}`,
    });
  },
  component: ProgramPage,
});

function ProgramPage() {
  const { programId } = Route.useParams();
  const program = findProgram(programId);
  if (!program) {
    return (
      <NotFoundView
        title="Program Not Found"
        message="We run three programs: education, community development, and mission and evangelism."
        backTo="/programs"
        backLabel="Back to Programs"
      />
    );
  }
  return <PageIntro title={program.title} lead={program.description} />;
}

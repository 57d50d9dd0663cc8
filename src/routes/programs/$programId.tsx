import { createFileRoute } from '@tanstack/react-router';
import { NotFoundView } from '../../components/not-found-view';
import { programMeta } from '../../content/page-titles';
import { findProgram } from '../../content/programs';
import { pageHead } from '../../lib/page-head';
import { ProgramDetail } from './-components/program-detail';

export const Route = createFileRoute('/programs/$programId')({
  // The programs' texts load with this head rather than with every page's first download.
  head: async ({ params }) => {
    const program = (await import('../../content/programs')).findProgram(params.programId);
    const path = `/programs/${params.programId}`;
    return program
      ? pageHead({ ...programMeta(program), path, image: program.cardImage })
      : pageHead({ title: 'Program Not Found', description: 'This program does not exist.', path });
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
  return <ProgramDetail program={program} />;
}

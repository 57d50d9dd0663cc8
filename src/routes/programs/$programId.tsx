import { createFileRoute } from '@tanstack/react-router';
import { PageIntro } from '../../components/page-intro';
import { pageHead } from '../../lib/page-head';

export const Route = createFileRoute('/programs/$programId')({
  head: ({ params }) => pageHead({ title: params.programId, description: 'Program details.', path: `/programs/${params.programId}` }),
  component: ProgramPage,
});

function ProgramPage() {
  const { programId } = Route.useParams();
  return <PageIntro title={programId} />;
}

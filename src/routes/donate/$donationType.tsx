import { createFileRoute } from '@tanstack/react-router';
import { PageIntro } from '../../components/page-intro';
import { pageHead } from '../../lib/page-head';

export const Route = createFileRoute('/donate/$donationType')({
  head: ({ params }) =>
    pageHead({ title: 'Donate', description: 'Support our work.', path: `/donate/${params.donationType}` }),
  component: DonateTypePage,
});

function DonateTypePage() {
  const { donationType } = Route.useParams();
  return <PageIntro title="Donate" lead={donationType} />;
}

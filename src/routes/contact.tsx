import { createFileRoute } from '@tanstack/react-router';
import { pageMeta } from '../content/page-titles';
import { ContactPage } from '../features/contact/contact-page';
import { pageHead } from '../lib/page-head';
import { MantineScope } from '../components/mantine-scope';

export const Route = createFileRoute('/contact')({
  head: () => pageHead({ ...pageMeta['/contact'], path: '/contact' }),
  component: () => (
    <MantineScope>
      <ContactPage />
    </MantineScope>
  ),
});

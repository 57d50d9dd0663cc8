import { createFileRoute } from '@tanstack/react-router';
import { pageMeta } from '../content/page-titles';
import { ContactPage } from '../features/contact/contact-page';
import { pageHead } from '../lib/page-head';

export const Route = createFileRoute('/contact')({
  head: () => pageHead({ ...pageMeta['/contact'], path: '/contact' }),
  component: ContactPage,
});

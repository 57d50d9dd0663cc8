import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '../features/contact/contact-page';
import { staticPageHead } from '../lib/page-head';

export const Route = createFileRoute('/contact')({
  head: () => staticPageHead('/contact'),
  component: ContactPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { privacyPolicy } from '../content/privacy-policy';
import { LegalDocumentView } from '../features/legal/legal-document-view';
import { staticPageHead } from '../lib/page-head';

export const Route = createFileRoute('/privacy')({
  head: () => staticPageHead('/privacy'),
  component: () => <LegalDocumentView doc={privacyPolicy} />,
});

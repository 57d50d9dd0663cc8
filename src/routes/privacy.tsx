import { createFileRoute } from '@tanstack/react-router';
import { privacyPolicy } from '../content/privacy-policy';
import { pageMeta } from '../content/page-titles';
import { LegalDocumentView } from '../features/legal/legal-document-view';
import { pageHead } from '../lib/page-head';

export const Route = createFileRoute('/privacy')({
  head: () => pageHead({ ...pageMeta['/privacy'], path: '/privacy' }),
  component: () => <LegalDocumentView doc={privacyPolicy} />,
});

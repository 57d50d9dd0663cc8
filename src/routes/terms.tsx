import { createFileRoute } from '@tanstack/react-router';
import { termsOfUse } from '../content/terms-of-use';
import { pageMeta } from '../content/page-titles';
import { LegalDocumentView } from '../features/legal/legal-document-view';
import { pageHead } from '../lib/page-head';

export const Route = createFileRoute('/terms')({
  head: () => pageHead({ ...pageMeta['/terms'], path: '/terms' }),
  component: () => <LegalDocumentView doc={termsOfUse} />,
});

import { createFileRoute } from '@tanstack/react-router';
import { termsOfUse } from '../content/terms-of-use';
import { LegalDocumentView } from '../features/legal/legal-document-view';
import { staticPageHead } from '../lib/page-head';

export const Route = createFileRoute('/terms')({
  head: () => staticPageHead('/terms'),
  component: () => <LegalDocumentView doc={termsOfUse} />,
});

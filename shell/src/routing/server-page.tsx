import { useEffect } from 'react';
import { PageProgress } from '@dutylink/design-system';
import { browserDocument } from '../browser-document';

/**
 * A page the server renders, not the app (sign-in, sign-up and the policies: docs/decisions/server-sign-in.md):
 * a navigation inside the app to it loads it as a document, in place of the history entry the navigation made.
 */
export function ServerPage() {
  useEffect(() => browserDocument.load(window.location.href), []);
  return <PageProgress />;
}

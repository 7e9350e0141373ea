/**
 * The real local server started from a jsdom test (hooks and components against the real
 * supabase-js). PGlite loads its template from a Blob, and jsdom's Blob lacks arrayBuffer();
 * the server runs in Node, so it starts with Node's Blob, and the test's own Blob is put back.
 */
import { Blob as NodeBlob } from 'node:buffer';
import { startTestServer, type TestServer } from '../../../server/testing/start-test-server.ts';

export async function startTestServerInDom(
  ...options: Parameters<typeof startTestServer>
): Promise<TestServer> {
  const domBlob = globalThis.Blob;
  globalThis.Blob = NodeBlob as unknown as typeof Blob;
  try {
    return await startTestServer(...options);
  } finally {
    globalThis.Blob = domBlob;
  }
}

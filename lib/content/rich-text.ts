import { z } from 'zod';
import type { InlineNode, ListItemNode, RichTextNode, TextLeaf } from './types';

/**
 * Parses Strapi's `blocks` JSON into our rich-text nodes. The editor can produce
 * kinds we do not render (images, code blocks, future kinds): those are dropped
 * here instead of failing the whole entry.
 */

const textLeafSchema = z.object({
  type: z.literal('text'),
  text: z.string(),
  bold: z.boolean().optional(),
  italic: z.boolean().optional(),
  underline: z.boolean().optional(),
  strikethrough: z.boolean().optional(),
  code: z.boolean().optional(),
});

const nodeSchema = z.object({ type: z.string(), children: z.array(z.unknown()).optional() }).loose();
const linkSchema = z.object({ type: z.literal('link'), url: z.string() }).loose();
const headingSchema = z.object({ level: z.number().int().min(1).max(6) }).loose();
const listSchema = z.object({ format: z.enum(['ordered', 'unordered']) }).loose();

function parseLeaf(value: unknown): TextLeaf | null {
  const parsed = textLeafSchema.safeParse(value);
  if (!parsed.success) return null;
  const leaf: TextLeaf = { type: 'text', text: parsed.data.text };
  for (const mark of ['bold', 'italic', 'underline', 'strikethrough', 'code'] as const) {
    if (parsed.data[mark]) leaf[mark] = true;
  }
  return leaf;
}

function parseInline(values: unknown[] | undefined): InlineNode[] {
  const result: InlineNode[] = [];
  for (const value of values ?? []) {
    const leaf = parseLeaf(value);
    if (leaf) {
      result.push(leaf);
      continue;
    }
    const link = linkSchema.safeParse(value);
    if (link.success) {
      const children = (nodeSchema.safeParse(value).data?.children ?? []).map(parseLeaf).filter((l) => l !== null);
      result.push({ type: 'link', url: link.data.url, children });
    }
  }
  return result;
}

function parseListItems(values: unknown[] | undefined): ListItemNode[] {
  const items: ListItemNode[] = [];
  for (const value of values ?? []) {
    const node = nodeSchema.safeParse(value);
    if (node.success && node.data.type === 'list-item') {
      items.push({ type: 'list-item', children: parseInline(node.data.children) });
    }
  }
  return items;
}

function parseNode(value: unknown): RichTextNode | null {
  const node = nodeSchema.safeParse(value);
  if (!node.success) return null;
  const children = node.data.children;
  switch (node.data.type) {
    case 'paragraph':
      return { type: 'paragraph', children: parseInline(children) };
    case 'quote':
      return { type: 'quote', children: parseInline(children) };
    case 'heading': {
      const heading = headingSchema.safeParse(value);
      if (!heading.success) return null;
      return { type: 'heading', level: heading.data.level as 1 | 2 | 3 | 4 | 5 | 6, children: parseInline(children) };
    }
    case 'list': {
      const list = listSchema.safeParse(value);
      return { type: 'list', format: list.success ? list.data.format : 'unordered', children: parseListItems(children) };
    }
    default:
      return null;
  }
}

export function parseRichText(value: unknown): RichTextNode[] {
  if (!Array.isArray(value)) return [];
  return value.map(parseNode).filter((node): node is RichTextNode => node !== null);
}

/** Plain text of nodes, for descriptions and structured data. */
export function richTextToPlain(nodes: RichTextNode[]): string {
  const inline = (children: InlineNode[]): string =>
    children.map((child) => (child.type === 'text' ? child.text : inline(child.children))).join('');
  return nodes
    .map((node) => (node.type === 'list' ? node.children.map((item) => inline(item.children)).join(' ') : inline(node.children)))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

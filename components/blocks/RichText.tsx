import { Fragment, type ReactNode } from 'react';
import { siteConfig } from '@/lib/config/site';
import type { InlineNode, RichTextNode, TextLeaf } from '@/lib/content/types';
import { safeHref } from '@/lib/content/safe-href';
import styles from './Prose.module.css';

/**
 * Renders rich-text nodes as React elements (no HTML strings, so nothing the
 * CMS sends can run). Headings inside content start at h3: the page owns h1
 * and the block subtitles are h2. Kinds this does not know render nothing.
 */

/** Soft line breaks (Shift+Enter in the editor) arrive as "\n" inside a text leaf. */
function withLineBreaks(text: string): ReactNode {
  const lines = text.split('\n');
  if (lines.length === 1) return text;
  return lines.map((line, index) => (
    <Fragment key={index}>
      {index > 0 ? <br /> : null}
      {line}
    </Fragment>
  ));
}

function Leaf({ leaf }: { leaf: TextLeaf }) {
  let content: ReactNode = withLineBreaks(leaf.text);
  if (leaf.code) content = <code>{content}</code>;
  if (leaf.strikethrough) content = <s>{content}</s>;
  if (leaf.underline) content = <u>{content}</u>;
  if (leaf.italic) content = <em>{content}</em>;
  if (leaf.bold) content = <strong>{content}</strong>;
  return <>{content}</>;
}

/** Links to another site open in a new tab; the site's own absolute links stay in this one. */
function isExternal(href: string): boolean {
  if (!/^https?:\/\//i.test(href)) return false;
  try {
    return new URL(href).origin !== new URL(siteConfig.siteUrl).origin;
  } catch {
    return true;
  }
}

function Inline({ nodes }: { nodes: InlineNode[] }) {
  return (
    <>
      {nodes.map((node, index) => {
        if (node.type === 'text') return <Leaf key={index} leaf={node} />;
        const href = safeHref(node.url);
        const children =
          node.children.length > 0 && node.children.some((leaf) => leaf.text.trim())
            ? node.children.map((leaf, leafIndex) => <Leaf key={leafIndex} leaf={leaf} />)
            : href || null;
        // An unsafe link (javascript:, data:, …) keeps its words and loses its target.
        if (!href) return <span key={index}>{children}</span>;
        return (
          <a key={index} href={href} {...(isExternal(href) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
            {children}
          </a>
        );
      })}
    </>
  );
}

function hasText(nodes: InlineNode[]): boolean {
  return nodes.some((node) => (node.type === 'text' ? node.text.trim() !== '' : true));
}

const HEADING_TAGS = { 1: 'h3', 2: 'h3', 3: 'h3', 4: 'h4', 5: 'h5', 6: 'h6' } as const;

function Node({ node }: { node: RichTextNode }) {
  switch (node.type) {
    case 'paragraph':
      // The editor leaves empty paragraphs between blocks; they would only add gaps.
      if (!hasText(node.children)) return null;
      return (
        <p>
          <Inline nodes={node.children} />
        </p>
      );
    case 'heading': {
      if (!hasText(node.children)) return null;
      const Tag = HEADING_TAGS[node.level] ?? 'h3';
      return (
        <Tag>
          <Inline nodes={node.children} />
        </Tag>
      );
    }
    case 'quote':
      if (!hasText(node.children)) return null;
      return (
        <blockquote>
          <Inline nodes={node.children} />
        </blockquote>
      );
    case 'list': {
      const items = node.children.filter((item) => hasText(item.children));
      if (items.length === 0) return null;
      const Tag = node.format === 'ordered' ? 'ol' : 'ul';
      return (
        <Tag>
          {items.map((item, index) => (
            <li key={index}>
              <Inline nodes={item.children} />
            </li>
          ))}
        </Tag>
      );
    }
    default:
      return null;
  }
}

export function RichText({ nodes, className }: { nodes: RichTextNode[]; className?: string }) {
  return (
    <div className={className ?? styles.prose}>
      {nodes.map((node, index) => (
        <Node key={index} node={node} />
      ))}
    </div>
  );
}

import type { ReactNode } from 'react';
import type { InlineNode, RichTextNode, TextLeaf } from '@/lib/content/types';
import { safeHref } from '@/lib/content/safe-href';
import styles from './Prose.module.css';

/**
 * Renders rich-text nodes as React elements (no HTML strings, so nothing the
 * CMS sends can run). Headings inside content start at h3: the page owns h1
 * and the block subtitles are h2.
 */

function Leaf({ leaf }: { leaf: TextLeaf }) {
  let content: ReactNode = leaf.text;
  if (leaf.code) content = <code>{content}</code>;
  if (leaf.strikethrough) content = <s>{content}</s>;
  if (leaf.underline) content = <u>{content}</u>;
  if (leaf.italic) content = <em>{content}</em>;
  if (leaf.bold) content = <strong>{content}</strong>;
  return <>{content}</>;
}

function Inline({ nodes }: { nodes: InlineNode[] }) {
  return (
    <>
      {nodes.map((node, index) => {
        if (node.type === 'text') return <Leaf key={index} leaf={node} />;
        const href = safeHref(node.url);
        const external = /^https?:\/\//.test(href);
        const children = node.children.map((leaf, leafIndex) => <Leaf key={leafIndex} leaf={leaf} />);
        if (!href) return <span key={index}>{children}</span>;
        return (
          <a key={index} href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
            {children}
          </a>
        );
      })}
    </>
  );
}

const HEADING_TAGS = { 1: 'h3', 2: 'h3', 3: 'h3', 4: 'h4', 5: 'h5', 6: 'h6' } as const;

function Node({ node }: { node: RichTextNode }) {
  switch (node.type) {
    case 'paragraph':
      return (
        <p>
          <Inline nodes={node.children} />
        </p>
      );
    case 'heading': {
      const Tag = HEADING_TAGS[node.level];
      return (
        <Tag>
          <Inline nodes={node.children} />
        </Tag>
      );
    }
    case 'quote':
      return (
        <blockquote>
          <Inline nodes={node.children} />
        </blockquote>
      );
    case 'list': {
      const Tag = node.format === 'ordered' ? 'ol' : 'ul';
      return (
        <Tag>
          {node.children.map((item, index) => (
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

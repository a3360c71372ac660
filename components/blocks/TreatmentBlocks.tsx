import type { TreatmentBlock } from '@/lib/content/types';
import { MarkdownContent } from './MarkdownContent';
import { RichText } from './RichText';
import styles from './Prose.module.css';

/** One map from block kind to component; unknown kinds never reach here (dropped in the mapper). */
export function TreatmentBlocks({ blocks }: { blocks: TreatmentBlock[] }) {
  return (
    <div className={styles.blocks}>
      {blocks.map((block) => {
        switch (block.kind) {
          case 'subtitle':
            return (
              <h2 key={block.id} className={styles.subtitle}>
                {block.text}
              </h2>
            );
          case 'rich':
            return <MarkdownContent key={block.id} markdown={block.markdown} />;
          case 'content':
            return <RichText key={block.id} nodes={block.nodes} />;
          default:
            return null;
        }
      })}
    </div>
  );
}

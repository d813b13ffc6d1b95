import { Fragment } from 'react';
import { parseMarkdown, type Inline } from '../../domain/markdown';

function Inlines({ content }: { content: Inline[] }) {
  return (
    <>
      {content.map((part, i) => {
        if (part.kind === 'strong') return <strong key={i}>{part.text}</strong>;
        if (part.kind === 'em') return <em key={i}>{part.text}</em>;
        if (part.kind === 'code') return <code key={i}>{part.text}</code>;
        return <Fragment key={i}>{part.text}</Fragment>;
      })}
    </>
  );
}

/** Markdown as React elements: every piece of the text is a text node, never HTML. */
export function MarkdownText({ source }: { source: string }) {
  return (
    <>
      {parseMarkdown(source).map((block, i) => {
        if (block.kind === 'heading') {
          const Tag = `h${Math.min(6, block.level + 2)}` as 'h3';
          return (
            <Tag key={i}>
              <Inlines content={block.content} />
            </Tag>
          );
        }
        if (block.kind === 'list') {
          const List = block.ordered ? 'ol' : 'ul';
          return (
            <List key={i}>
              {block.items.map((item, j) => (
                <li key={j}>
                  <Inlines content={item} />
                </li>
              ))}
            </List>
          );
        }
        if (block.kind === 'code') return <pre key={i}>{block.text}</pre>;
        return (
          <p key={i}>
            <Inlines content={block.content} />
          </p>
        );
      })}
    </>
  );
}

import { lazy } from 'react';
import type { Components, Options } from 'react-markdown';
import type { BlockNeeds } from '../../lib/block-needs';

/**
 * What a lazily loaded part of the answer renderer adds to the markdown pipeline of the blocks
 * that need it (lib/block-needs): plugins, and element renderers that take over from the base ones.
 */
export interface RendererExtension {
  remarkPlugins: NonNullable<Options['remarkPlugins']>;
  rehypePlugins: NonNullable<Options['rehypePlugins']>;
  components?: Components;
}

/** The extensions loaded so far. Once one is here, blocks that need it render at once. */
const loaded: { math?: RendererExtension; code?: RendererExtension } = {};

/** A component that suspends until its extension has loaded (then renders nothing). */
function gate(name: keyof typeof loaded, load: () => Promise<{ default: RendererExtension }>) {
  return lazy(async () => {
    loaded[name] = (await load()).default;
    return { default: () => null };
  });
}

/** remark-math, KaTeX, their CSS and fonts: only for blocks with a formula. */
const MathGate = gate('math', () => import('./math-extension'));
/** The syntax highlighter and its colours: only for blocks with a fenced code block in a language. */
const CodeGate = gate('code', () => import('./highlight-extension'));

/**
 * Suspends (to the block's Suspense boundary) while an extension the block needs is still loading;
 * renders nothing. A block's markdown goes after it, so the first render that commits has them.
 */
export function ExtensionGate({ math, code }: BlockNeeds) {
  return (
    <>
      {math && !loaded.math && <MathGate />}
      {code && !loaded.code && <CodeGate />}
    </>
  );
}

/** The loaded extensions a block needs (none is missing once its ExtensionGate has let it through). */
export function extensionsFor({ math, code }: BlockNeeds) {
  return { math: (math && loaded.math) || null, code: (code && loaded.code) || null };
}

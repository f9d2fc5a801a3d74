import 'katex/dist/katex.min.css';
import './math.css';
import type { Element } from 'hast';
import remarkMath from 'remark-math';
import type { RendererExtension } from './extensions';
import { renderFormula } from './formula';
import { MathBlock, MathInline } from './math';
import { PlainDiv, PlainSpan } from './markdown-components';
import { MATH_KIND, MATH_SOURCE, rehypeMathWrap } from './rehype-math';

/** The LaTeX of a formula wrapper of `kind` (see rehype-math), or null for any other element. */
function mathSource(node: Element | undefined, kind: 'block' | 'inline'): string | null {
  const properties = node?.properties;
  if (properties?.[MATH_KIND] !== kind) return null;
  const source = properties[MATH_SOURCE];
  return typeof source === 'string' ? source : '';
}

/**
 * Formulas in answers (a chunk of its own, loaded only for blocks that hold one): remark-math finds
 * them, rehype-math marks them, and these renderers typeset them with KaTeX (formula.ts) as a centred
 * card (block) or a chip (inline).
 */
const math: RendererExtension = {
  remarkPlugins: [remarkMath],
  rehypePlugins: [rehypeMathWrap],
  components: {
    div({ node, children, className }) {
      const source = mathSource(node, 'block');
      if (source === null) return PlainDiv({ children, className });
      const { html, error } = renderFormula(source, true);
      return (
        <MathBlock error={error} source={source}>
          <span dangerouslySetInnerHTML={{ __html: html ?? '' }} />
        </MathBlock>
      );
    },
    span({ node, children, className, style }) {
      const source = mathSource(node, 'inline');
      if (source === null) return PlainSpan({ children, className, style });
      const { html, error } = renderFormula(source, false);
      return (
        <MathInline error={error} source={source}>
          <span dangerouslySetInnerHTML={{ __html: html ?? '' }} />
        </MathInline>
      );
    },
  },
};

export default math;

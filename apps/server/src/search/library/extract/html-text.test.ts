import { describe, expect, it } from 'vitest';
import { htmlToText } from './html-text.js';

describe('htmlToText', () => {
  it('reads the title and the body text, without scripts, styles or navigation', () => {
    const html = `<!doctype html><html><head><title>Black holes</title><style>p{color:red}</style></head>
      <body><nav>Home | About</nav><h1>Black hole</h1><p>A region of <b>spacetime</b>.<br>Nothing escapes.</p>
      <script>alert("x")</script><footer>© site</footer></body></html>`;
    const { title, text } = htmlToText(html);
    expect(title).toBe('Black holes');
    expect(text).toBe('Black hole\n\nA region of spacetime. Nothing escapes.');
  });

  it('reads only <main> when the page has one, and falls back to <h1> for the title', () => {
    const html =
      '<html><body><header>Site</header><main><h1>Main title</h1><p>Body text.</p></main><aside>ads</aside></body></html>';
    expect(htmlToText(html)).toEqual({ title: 'Main title', text: 'Main title\n\nBody text.', images: [] });
  });

  it('handles fragments and table cells', () => {
    expect(htmlToText('<p>one</p><table><tr><td>a</td><td>b</td></tr></table>').text).toBe('one\n\na b');
  });

  it('collects images with alt text and caption', () => {
    const { images } = htmlToText(
      '<figure><img src="etna.png" alt="Etna"><figcaption>Etna erupting</figcaption></figure>',
    );
    expect(images).toEqual([{ src: 'etna.png', context: 'Etna. Etna erupting' }]);
  });

  it('treats markup in text as text, never as instructions', () => {
    expect(htmlToText('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>').text).toBe('<script>alert(1)</script>');
  });
});

import { describe, expect, it } from 'vitest';
import { pageDocument, stylesheetOf, withStylesheet } from './page-document.ts';

// As the build writes index.html: the app's script in the head, #root the body's last element.
const shell = `<!doctype html>
<html lang="en">
  <head>
    <title>SkillSync</title>
    <meta name="description" content="SkillSync: show what you can do." />
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
  </head>
  <body>
    <div id="root">
      <div class="skeleton"></div>
    </div>
  </body>
</html>`;

describe('a page rendered on the server', () => {
  it('names the stylesheet the build linked', () => {
    expect(stylesheetOf(shell).file).toBe('/assets/index-abc.css');
  });

  it('carries the page in its language, with the stylesheet inlined and the app’s script kept', () => {
    const page = pageDocument(withStylesheet(shell, 'body{color:red}'), {
      language: 'hi',
      html: '<h1>समस्या दीवार</h1>',
      title: 'T',
      description: 'SkillSync: दिखाइए कि आप क्या कर सकते हैं।',
    });
    expect(page).toContain('<html lang="hi">');
    expect(page).toContain('<meta name="description" content="SkillSync: दिखाइए कि आप क्या कर सकते हैं।" />');
    expect(page).toContain('<style>body{color:red}</style>');
    expect(page).not.toContain('rel="stylesheet"');
    expect(page).toContain('<div id="root" data-prerendered="hi"><h1>समस्या दीवार</h1></div>');
    expect(page).not.toContain('skeleton');
    expect(page).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
  });

  it('cannot be broken out of by a member’s text in the title or the data', () => {
    const title = '</title><script>alert(1)</script> & "quotes"';
    const page = pageDocument(withStylesheet(shell, ''), {
      language: 'en',
      html: '',
      title,
      description: '"><script>alert(3)</script>',
      state: { queries: [{ state: { data: { title: '</script><script>alert(2)</script><!--' } } }] },
    });
    expect(page).toContain('<meta name="description" content="&quot;&gt;&lt;script&gt;alert(3)&lt;/script&gt;" />');
    expect(page).toContain(
      '<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot;</title>',
    );
    // The data block holds the text intact for JSON.parse, with no `<` that could close it.
    const block = /<script type="application\/json" id="query-state">([\s\S]*?)<\/script>/.exec(page)?.[1] ?? '';
    expect(block).not.toContain('<');
    expect(JSON.parse(block).queries[0].state.data.title).toBe('</script><script>alert(2)</script><!--');
    expect(page.match(/<script/g)).toHaveLength(2);
  });
});

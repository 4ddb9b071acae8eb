import { decodeEntities, inferSeniority, stripHtml } from './job-text';

describe('job text', () => {
  it('decodes named and numeric entities once', () => {
    expect(decodeEntities('R&amp;D &lt;p&gt; &#39;hi&#x27; &nbsp;&hellip; &bogus;')).toBe(
      "R&D <p> 'hi'  … &bogus;",
    );
    expect(decodeEntities('&amp;lt;')).toBe('&lt;');
  });

  it('turns HTML into plain lines, bullets for list items, without scripts, styles or comments', () => {
    const html =
      '<h2>About</h2><p>We  build\n ledgers.</p><!-- hidden --><style>p{}</style>' +
      '<ul><li>Design <b>APIs</b></li><li>Own&nbsp;on-call</li></ul><p>Cats &amp; dogs<br/>welcome</p><script>x()</script>';
    expect(stripHtml(html)).toBe(
      'About\n\nWe build ledgers.\n\n- Design APIs\n- Own on-call\n\nCats & dogs\nwelcome',
    );
  });

  it('keeps a < that starts no tag, and hides what an unclosed script or comment would hide', () => {
    expect(stripHtml('<p>Use a < b and x<y in <b>SQL</b></p>')).toBe('Use a < b and x<y in SQL');
    expect(stripHtml('<p>Keep</p><script>track(')).toBe('Keep');
    expect(stripHtml('<p>Keep</p><!-- never closed <p>gone</p>')).toBe('Keep');
    expect(stripHtml('<style>a{}</style>one<STYLE>b{}</style >two')).toBe('one two');
  });

  it('strips hostile markup in time linear in its length', () => {
    // Each of these took minutes with patterns that search to the end of the text from every "<".
    const hostile = [
      '<'.repeat(300_000),
      '<script>'.repeat(60_000),
      '<!--'.repeat(100_000),
      '<p '.repeat(100_000),
      '<li '.repeat(100_000),
      '<a href="'.repeat(60_000),
    ];
    const started = Date.now();
    const stripped = hostile.map((html) => stripHtml(html));
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(stripped[0]).toBe('<'.repeat(300_000));
    expect(stripped.slice(1, 3)).toEqual(['', '']);
  });

  it.each([
    ['Software Engineering Intern', 'junior'],
    ['Associate Product Manager', 'junior'],
    ['Jr. Data Analyst', 'junior'],
    ['Senior Software Engineer', 'senior'],
    ['Staff Designer', 'senior'],
    ['Principal Scientist', 'senior'],
    ['Engineering Lead', 'senior'],
    ['Senior Associate', 'senior'],
    ['Director of Engineering', 'executive'],
    ['VP, Sales', 'executive'],
    ['Head of Marketing', 'executive'],
    ['Chief Financial Officer', 'executive'],
    ['Associate Director, Finance', 'executive'],
    ['Software Engineer', null],
    ['Leadership Coach', null],
  ])('reads the seniority of "%s" as %s', (title, seniority) => {
    expect(inferSeniority(title)).toBe(seniority);
  });
});

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

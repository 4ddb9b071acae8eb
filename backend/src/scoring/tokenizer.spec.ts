import { stem, tokenize, tokensOf } from './tokenizer';

describe('tokenize', () => {
  it('lowercases and keeps technology names whole', () => {
    expect(tokenize('C++, C# and .NET; Node.js with SQL. ASP.NET too')).toEqual([
      'c++',
      'c#',
      '.net',
      'node.js',
      'sql',
      'asp.net',
    ]);
  });

  it('drops stop words, job-ad filler and stray letters but keeps R and C', () => {
    expect(tokenize('We are looking for a strong team player with experience in R and C')).toEqual([
      'player',
      'r',
      'c',
    ]);
  });

  it('reads Unicode letters and digits, and folds styled letters (NFKC)', () => {
    expect(tokenize('Ingeniería de datos — Zürich 東京 Ｐｙｔｈｏｎ3 𝐒𝐐𝐋')).toEqual([
      'ingeniería',
      'de',
      'dato',
      'zürich',
      '東京',
      'python3',
      'sql',
    ]);
  });

  it('brings inflections of one word to one term', () => {
    expect(new Set(tokenize('engineering engineers engineer engineered'))).toEqual(new Set(['engineer']));
    expect(new Set(tokenize('manage managed managing'))).toEqual(new Set(['manag']));
    expect(tokenize('technologies programming processes analytics')).toEqual([
      'technology',
      'program',
      'process',
      'analytic',
    ]);
  });

  it('keeps the written word beside each term', () => {
    expect(tokensOf('Engineering Managers')).toEqual([
      { term: 'engineer', surface: 'engineering' },
      { term: 'manager', surface: 'managers' },
    ]);
  });

  it('answers nothing for text without words', () => {
    expect(tokenize('')).toEqual([]);
    expect(tokenize(' — , . ; ')).toEqual([]);
  });
});

describe('stem', () => {
  it.each([
    ['business', 'business'],
    ['analysis', 'analysis'],
    ['status', 'status'],
    ['classes', 'class'],
    ['running', 'run'],
    ['hiring', 'hir'],
    ['data', 'data'],
    ['aws', 'aws'],
    ['s3', 's3'],
    ['node.js', 'node.js'],
  ])('%s → %s', (word, expected) => {
    expect(stem(word)).toBe(expected);
  });
});

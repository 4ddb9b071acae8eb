import { referencedMessageIds } from './reply-matching';

const a = '0a1b2c3d-4e5f-4a7b-9c8d-7e6f5a4b3c2d';
const b = '11111111-2222-4333-8444-555555555555';

describe('referencedMessageIds', () => {
  it('takes In-Reply-To first, then References newest first', () => {
    expect(referencedMessageIds(`<${a}@app.test>`, `<${b}@app.test> <${a}@app.test>`, 'app.test')).toEqual([
      a,
      b,
    ]);
    expect(referencedMessageIds(undefined, `<${b}@app.test> <${a}@APP.test>`, 'app.test')).toEqual([a, b]);
  });

  it("ignores other hosts' ids and ids that are not UUIDs", () => {
    expect(
      referencedMessageIds(`<${a}@elsewhere.test>`, ['<CAF+x@mail.gmail.com>', '<abc@app.test>'], 'app.test'),
    ).toEqual([]);
  });

  it('accepts a list of references and lower-cases ids', () => {
    expect(referencedMessageIds(undefined, [`<${a.toUpperCase()}@app.test>`], 'app.test')).toEqual([a]);
  });
});

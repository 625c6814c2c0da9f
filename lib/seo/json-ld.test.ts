import { serializeJsonLd } from './json-ld';

describe('serializeJsonLd', () => {
  const hostile = 'Lush</script ><img src=x onerror=alert(1)>Sux <!-- & \u2028 </SCRIPT>';

  it('leaves no character that can close or open markup', () => {
    const text = serializeJsonLd({ name: hostile });
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
  });

  it('still parses to the original text', () => {
    const data = { '@type': 'Person', name: hostile, nested: [{ headline: '<b>' }] };
    expect(JSON.parse(serializeJsonLd(data))).toEqual(data);
  });
});

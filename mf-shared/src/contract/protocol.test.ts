import { BOOT_ELEMENT_ID, jsonForScript, readJsonElement } from './protocol';

describe('jsonForScript', () => {
  it('cannot close the script element it is written into', () => {
    const text = jsonForScript({ name: '</script><script>alert(1)</script>', note: '<!-- x' });
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>', note: '<!-- x' });
  });

  it('round-trips through a JSON block in the document', () => {
    document.body.innerHTML = `<script type="application/json" id="${BOOT_ELEMENT_ID}">${jsonForScript({ a: '</script>' })}</script>`;
    expect(readJsonElement(BOOT_ELEMENT_ID)).toEqual({ a: '</script>' });
  });

  it('reads null for a missing or broken block', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML = `<script type="application/json" id="broken">{nope</script>`;
    expect(readJsonElement('broken')).toBeNull();
    expect(readJsonElement('absent')).toBeNull();
  });
});

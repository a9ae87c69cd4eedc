import { LEAD_MESSAGES } from '@csec/contracts';
import { renderRegistrationPage } from './registration-page';

const interests = ['Cyber Resilience Beyond Borders', 'CSEC Defense'];

describe('renderRegistrationPage', () => {
  it('offers the current event first, preselected, then the products', () => {
    const html = renderRegistrationPage({ interests });
    expect(html).toContain('<option selected>Cyber Resilience Beyond Borders</option><option>CSEC Defense</option>');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain('<script');
  });

  it('gives every field its browser-side rule and keeps the honeypot out of sight', () => {
    const html = renderRegistrationPage({ interests });
    expect(html).toMatch(/<input id="name" name="name" value="" required maxlength="100"/);
    expect(html).toMatch(/<input id="email" name="email" value="" type="email" required/);
    expect(html).toMatch(/<input type="checkbox" name="consent" required/);
    expect(html).toMatch(/<div class="trap" aria-hidden="true"><label>Website <input name="website" tabindex="-1"/);
  });

  it("shows the server's messages under their fields and keeps what was typed, escaped", () => {
    const html = renderRegistrationPage({
      interests,
      values: { name: '<b>Ann</b>', email: 'ann@', interest: 'CSEC Defense', consent: 'on', message: 'Hi & bye' },
      errors: { email: LEAD_MESSAGES.emailInvalid },
      alert: LEAD_MESSAGES.tooMany,
    });
    expect(html).toContain('value="&#60;b&#62;Ann&#60;/b&#62;"');
    expect(html).toContain('aria-invalid="true" aria-describedby="email-error"');
    expect(html).toContain(`<p class="error" id="email-error">${LEAD_MESSAGES.emailInvalid}</p>`);
    expect(html).toContain('<option>Cyber Resilience Beyond Borders</option><option selected>CSEC Defense</option>');
    expect(html).toContain('>Hi &#38; bye</textarea>');
    expect(html).toMatch(/name="consent" required title="[^"]+" checked/);
    expect(html).toContain(`<p class="alert" role="alert">${LEAD_MESSAGES.tooMany}</p>`);
  });

  it('confirms a sent registration instead of the form', () => {
    const html = renderRegistrationPage({ interests, sent: true });
    expect(html).toContain(LEAD_MESSAGES.registrationSent);
    expect(html).not.toContain('<form');
  });
});

import { RegisterBody } from '@coffee/contracts/auth';
import { ProductEditBody } from '@coffee/contracts/backoffice-catalog';
import { ContactBody } from '@coffee/contracts/engagement';
import { describe, expect, it } from 'vitest';
import { localizedResolver } from './localized-resolver';
import type { ValidationMessages } from './validation-messages';

const arabic: ValidationMessages = {
  required: 'هذا الحقل مطلوب',
  tooShort:
    'أدخل {min, plural, one {حرفًا واحدًا} two {حرفين} few {{formatted} أحرف} many {{formatted} حرفًا} other {{formatted} حرف}} على الأقل',
  tooLong:
    'أدخل {max, plural, one {حرفًا واحدًا} two {حرفين} few {{formatted} أحرف} many {{formatted} حرفًا} other {{formatted} حرف}} على الأكثر',
  invalidEmail: 'أدخل بريدًا إلكترونيًا صحيحًا',
  invalidValue: 'القيمة غير صحيحة',
  invalidMobile: 'أدخل رقم موبايل مصريًا',
  invalidLogin: 'أدخل بريدك أو رقم موبايلك',
  identifierRequired: 'أدخل بريدك أو رقم موبايلك',
  passwordLetterDigit: 'استخدم حرفًا ورقمًا على الأقل',
  passwordMismatch: 'كلمتا المرور غير متطابقتين',
  invalidCode: 'Invalid Code',
  locale: 'ar',
};

const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('localizedResolver', () => {
  const resolve = localizedResolver(RegisterBody, arabic);

  it('words each field problem in the page language, the contract’s refinements included', async () => {
    const result = await resolve(
      {
        first_name: '',
        last_name: 'Salem',
        email: 'not-an-email',
        mobile: '0123',
        password: 'short',
        password_confirmation: 'other',
      },
      undefined,
      options,
    );
    expect(result.errors).toMatchObject({
      first_name: { message: arabic.required },
      email: { message: arabic.invalidEmail },
      mobile: { message: arabic.invalidMobile },
      password: { message: 'أدخل ٨ أحرف على الأقل' },
    });
  });

  it('says an empty field is required, whatever its least length, and a short one how long it must be', async () => {
    const contact = localizedResolver(ContactBody, arabic);
    const empty = await contact(
      { full_name: 'Mona Salem', email: 'mona@example.com', subject: '', notes: '   ' },
      undefined,
      options,
    );
    expect(empty.errors).toMatchObject({
      subject: { message: arabic.required },
      notes: { message: arabic.required },
    });
    const short = await contact(
      { full_name: 'Mona Salem', email: 'mona@example.com', subject: 'a', notes: 'Hello' },
      undefined,
      options,
    );
    expect(short.errors).toMatchObject({
      subject: { message: 'أدخل حرفين على الأقل' },
      notes: { message: 'أدخل ١٠ أحرف على الأقل' },
    });
  });

  it('gives the parsed values (mobile in E.164) when everything is right', async () => {
    const result = await resolve(
      {
        first_name: 'Mona',
        last_name: 'Salem',
        email: 'Mona@Example.com',
        mobile: '٠١٠١٢٣٤٥٦٧٨',
        password: 'coffee123',
        password_confirmation: 'coffee123',
      },
      undefined,
      options,
    );
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ email: 'mona@example.com', mobile: '+201012345678' });
  });

  it('reports mismatched passwords on the confirmation field', async () => {
    const result = await resolve(
      {
        first_name: 'Mona',
        last_name: 'Salem',
        email: 'mona@example.com',
        mobile: '01012345678',
        password: 'coffee123',
        password_confirmation: 'coffee124',
      },
      undefined,
      options,
    );
    expect(result.errors).toEqual({
      password_confirmation: expect.objectContaining({ message: arabic.passwordMismatch }),
    });
  });

  it('says a form’s own sentence for a field, and for a refinement the Validation messages do not word', async () => {
    const own = localizedResolver(RegisterBody, arabic, {
      fields: { email: 'البريد غير صالح للمتجر' },
      keys: { passwordMismatch: 'أعد كتابة كلمة المرور نفسها' },
    });
    const result = await own(
      {
        first_name: 'Mona',
        last_name: 'Salem',
        email: 'not-an-email',
        mobile: '01012345678',
        password: 'coffee123',
        password_confirmation: 'coffee124',
      },
      undefined,
      options,
    );
    expect(result.errors).toMatchObject({
      email: { message: 'البريد غير صالح للمتجر' },
      password_confirmation: { message: 'أعد كتابة كلمة المرور نفسها' },
    });
  });

  it('words a contract refinement by its key only when the form gives that sentence', async () => {
    const product = {
      name_en: 'Harar',
      name_ar: 'هرر',
      category_id: 1,
      sub_category_id: 2,
      brand_id: 3,
      price: 25_000,
      stock: 4,
      weight_grams: 250,
      badge_en: 'New',
    };
    const plain = await localizedResolver(ProductEditBody, arabic)(product, undefined, options);
    expect(plain.errors).toMatchObject({ badge_ar: { message: arabic.invalidValue } });
    const worded = await localizedResolver(ProductEditBody, arabic, {
      keys: { badgeBothLanguages: 'اكتب الشارة باللغتين' },
    })(product, undefined, options);
    expect(worded.errors).toMatchObject({ badge_ar: { message: 'اكتب الشارة باللغتين' } });
  });
});

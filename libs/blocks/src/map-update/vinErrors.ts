import type { VinError } from '@lux/vehicle-tools';
import type { Localized } from '../shared/strings';

interface VinErrorTexts {
  empty: string;
  length: (length: number) => string;
  characters: (invalid: string) => string;
  check_digit: string;
}

/** What a visitor reads for each VIN rule (@lux/vehicle-tools codes); shared by map-update and vin-checker. */
export const vinErrorStrings: Localized<VinErrorTexts> = {
  he: {
    empty: 'יש להזין מספר שלדה (VIN).',
    length: (length) => `מספר שלדה כולל 17 תווים; הוזנו ${length}.`,
    characters: (invalid) => `מספר שלדה כולל רק אותיות באנגלית (ללא I, O, Q) וספרות. יש לבדוק: ${invalid}`,
    check_digit: 'מספר השלדה אינו תקין. יש לבדוק שהוזן בדיוק כפי שהוא מופיע ברישיון הרכב.',
  },
  en: {
    empty: 'Enter your VIN.',
    length: (length) => `A VIN has 17 characters; you entered ${length}.`,
    characters: (invalid) => `A VIN uses only the letters A–Z (no I, O or Q) and digits. Check: ${invalid}`,
    check_digit: 'This VIN is not valid. Check it is exactly as on your registration document.',
  },
  ar: {
    empty: 'أدخل رقم الهيكل (VIN).',
    length: (length) => `يتكون رقم الهيكل من 17 خانة؛ أدخلت ${length}.`,
    characters: (invalid) => `يحتوي رقم الهيكل على الأحرف A–Z (دون I وO وQ) والأرقام فقط. تحقق من: ${invalid}`,
    check_digit: 'رقم الهيكل غير صالح. تحقق من أنه مطابق لما في رخصة المركبة.',
  },
  ru: {
    empty: 'Введите VIN.',
    length: (length) => `VIN состоит из 17 символов; вы ввели ${length}.`,
    characters: (invalid) => `VIN содержит только латинские буквы (кроме I, O, Q) и цифры. Проверьте: ${invalid}`,
    check_digit: 'Этот VIN недействителен. Проверьте, что он введён точно как в документах.',
  },
};

/** The message for a VIN error in the given texts; the bad characters are quoted in the order typed. */
export function vinErrorMessage(texts: VinErrorTexts, error: VinError): string {
  switch (error.code) {
    case 'empty':
      return texts.empty;
    case 'length':
      return texts.length(error.length);
    case 'characters':
      return texts.characters(error.invalid.map((char) => `"${char}"`).join(', '));
    case 'check_digit':
      return texts.check_digit;
  }
}

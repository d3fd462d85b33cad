/** docs/product.md, Constants: password minimum length. */
export const PASSWORD_MIN_LENGTH = 8;

/**
 * docs/product.md, Validation: at least 8 characters, with an uppercase letter, a digit and a special character
 * (anything that is neither a letter nor a digit, space included). Letters and length count in
 * Unicode, so 'Æ' is an uppercase letter and an emoji is one character.
 */
export function isValidPassword(p: string): boolean {
  return (
    [...p].length >= PASSWORD_MIN_LENGTH && /\p{Lu}/u.test(p) && /\p{Nd}/u.test(p) && /[^\p{L}\p{N}]/u.test(p)
  );
}

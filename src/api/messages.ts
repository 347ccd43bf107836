import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FixedMessage } from '../server/http/messages';
import { NO_REPLY_MESSAGES } from './failures';

/**
 * The messages the server sends in `status.message` and `errors`, in the interface
 * language. The server writes them all in one place, src/server/http/messages.ts,
 * in English; this file holds their Lingui descriptors (same English text as source).
 *
 * Fixed texts are keyed by their exact text. The keys are spelled out rather than
 * read from the descriptors because production builds strip the source text from
 * `msg` descriptors. The table is typed by the server's `FixedMessage`, so a fixed
 * text added to the server without a translation here does not compile.
 */
const FIXED_SERVER_MESSAGES: Record<FixedMessage, MessageDescriptor> = {
  // success
  success: msg`success`,
  'You have successfully registered! Please login and create a profile for the kids!': msg`You have successfully registered! Please login and create a profile for the kids!`,
  'Account Deleted': msg`Account Deleted`,
  'Transfer is successful': msg`Transfer is successful`,
  "Opps! There's somthing wrong. Please try again": msg`Opps! There's somthing wrong. Please try again`,
  // the reply codes
  Unauthenticated: msg`Unauthenticated`,
  'Session expired. Please log in again.': msg`Session expired. Please log in again.`,
  'You do not have access to this': msg`You do not have access to this`,
  'Not found': msg`Not found`,
  'Too many attempts. Please try again later.': msg`Too many attempts. Please try again later.`,
  'This feature is not available yet.': msg`This feature is not available yet.`,
  'Server error': msg`Server error`,
  'The request is not valid': msg`The request is not valid`,
  // the request as a whole
  'The request body must be JSON': msg`The request body must be JSON`,
  'The request body must be a JSON object': msg`The request body must be a JSON object`,
  'The form could not be read': msg`The form could not be read`,
  'The request is too large': msg`The request is too large`,
  'The request body must be sent as application/json': msg`The request body must be sent as application/json`,
  'This request must come from the app itself': msg`This request must come from the app itself`,
  // field formats (SPEC §5)
  'Must fill in': msg`Must fill in`,
  'Account has to be a valid email address': msg`Account has to be a valid email address`,
  'Must contain at least 8 characters': msg`Must contain at least 8 characters`,
  'Maximum 12 characters': msg`Maximum 12 characters`,
  // field formats (other fields)
  'This value is not valid': msg`This value is not valid`,
  'Must be text': msg`Must be text`,
  'Must not contain control or text-direction characters': msg`Must not contain control or text-direction characters`,
  'Must be 0 or 1': msg`Must be 0 or 1`,
  'Must be a valid id': msg`Must be a valid id`,
  'Must be 1': msg`Must be 1`,
  'Must be 1, 2 or 3': msg`Must be 1, 2 or 3`,
  'Must be cn or tw': msg`Must be cn or tw`,
  'Must be none or english': msg`Must be none or english`,
  'Must be rom or phonetic': msg`Must be rom or phonetic`,
  'Must be male or female': msg`Must be male or female`,
  'Nothing to change': msg`Nothing to change`,
  'Must be boy or girl': msg`Must be boy or girl`,
  'Choose strict, normal or gentle': msg`Choose strict, normal or gentle`,
  'Choose grade 1 or 2, first or second term, or no term': msg`Choose grade 1 or 2, first or second term, or no term`,
  'Choose the child whose school term this is': msg`Choose the child whose school term this is`,
  'Must be a real date (YYYY-MM-DD)': msg`Must be a real date (YYYY-MM-DD)`,
  'The birthday must be in the past': msg`The birthday must be in the past`,
  'The avatar must be a PNG, JPEG, GIF or WebP image': msg`The avatar must be a PNG, JPEG, GIF or WebP image`,
  'The avatar must be at most 16 megapixels': msg`The avatar must be at most 16 megapixels`,
  'Must be a whole number of points': msg`Must be a whole number of points`,
  'Please select payment method': msg`Please select payment method`,
  'Must be an account number': msg`Must be an account number`,
  'Must be a phone number': msg`Must be a phone number`,
  'Must be a bank code': msg`Must be a bank code`,
  'Must be an ID number': msg`Must be an ID number`,
  'Choose confirm or decline': msg`Choose confirm or decline`,
  'Please confirm if your information is correct': msg`Please confirm if your information is correct`,
  // business failures on a form field
  'This e-mail has been registered': msg`This e-mail has been registered`,
  'This e-mail is not registered': msg`This e-mail is not registered`,
  'This e-mail has already been verified': msg`This e-mail has already been verified`,
  'Email or password incorrect': msg`Email or password incorrect`,
  'The verification code is invalid or has expired': msg`The verification code is invalid or has expired`,
  'Too many wrong attempts. Please request a new code.': msg`Too many wrong attempts. Please request a new code.`,
  'The old password is incorrect': msg`The old password is incorrect`,
  'The new password must be different from the old one': msg`The new password must be different from the old one`,
  'Oops! Not enough stars!': msg`Oops! Not enough stars!`,
  'You already have this one': msg`You already have this one`,
  'This part is not in the picture': msg`This part is not in the picture`,
  'Choose a color from the palette': msg`Choose a color from the palette`,
  'Incorrect Password': msg`Incorrect Password`,
  'This referral code does not exist': msg`This referral code does not exist`,
  'This product is not available': msg`This product is not available`,
  'Purchases are not available yet': msg`Purchases are not available yet`,
  'The points cannot be more than the price': msg`The points cannot be more than the price`,
  'The payment confirmation is not valid': msg`The payment confirmation is not valid`,
  'Please read and agree to the privacy policy': msg`Please read and agree to the privacy policy`,
  // learning
  'You must join paid membership to continue your journey!': msg`You must join paid membership to continue your journey!`,
  'Finish the lessons before this one first': msg`Finish the lessons before this one first`,
  'Finish the words and the story of this lesson first': msg`Finish the words and the story of this lesson first`,
  'Open each word of this lesson and listen to it first': msg`Open each word of this lesson and listen to it first`,
  'Play the story of this lesson to its end first': msg`Play the story of this lesson to its end first`,
  'This lesson is not part of this radical': msg`This lesson is not part of this radical`,
  'This word is not part of this lesson': msg`This word is not part of this lesson`,
  'Send a word pass (word_id with finish_explaining or is_passed) or a lesson pass (story or completion)': msg`Send a word pass (word_id with finish_explaining or is_passed) or a lesson pass (story or completion)`,
  'Add a child first': msg`Add a child first`,
  // school lists
  'Write the words of the list': msg`Write the words of the list`,
  'The list needs Chinese characters': msg`The list needs Chinese characters`,
  'A list holds at most 40 words': msg`A list holds at most 40 words`,
  'A word holds at most 6 characters: put a space between two words': msg`A word holds at most 6 characters: put a space between two words`,
  'This list is saved already': msg`This list is saved already`,
  'A word of the list has no reading: leave it out': msg`A word of the list has no reading: leave it out`,
  'Choose one of the readings offered': msg`Choose one of the readings offered`,
  'Send the words as the list understood them': msg`Send the words as the list understood them`,
  'Choose a dictation day from today to eight weeks ahead': msg`Choose a dictation day from today to eight weeks ahead`,
  'A child keeps at most 30 lists: delete one first': msg`A child keeps at most 30 lists: delete one first`,
  'Choose practice or dictation': msg`Choose practice or dictation`,
  // child profiles
  'An account can have at most 10 children': msg`An account can have at most 10 children`,
  'An account must keep at least one child': msg`An account must keep at least one child`,
};

/** Texts the client itself puts where a server message goes (see client.ts, forms). */
const CLIENT_MESSAGES: Record<string, MessageDescriptor> = {
  'Confirmation password does not match password': msg`Confirmation password does not match password`,
  Error: msg`Error`,
  ...NO_REPLY_MESSAGES,
};

const EXACT: Record<string, MessageDescriptor> = { ...FIXED_SERVER_MESSAGES, ...CLIENT_MESSAGES };

/** The captured numbers of a pattern (every pattern has one or two groups). */
type Groups = readonly [string, string];

/**
 * The server's parameterized messages (the functions in src/server/http/messages.ts),
 * matched by their shape; the numbers are carried into the translation.
 */
const PATTERNS: readonly (readonly [RegExp, (groups: Groups) => MessageDescriptor])[] = [
  [/^Maximum (\d+) characters$/, ([max]) => msg`Maximum ${max} characters`],
  [
    /^Must be a whole number from (-?\d+) to (-?\d+)$/,
    ([min, max]) => msg`Must be a whole number from ${min} to ${max}`,
  ],
  [
    /^Must be a whole number of minutes from (-?\d+) to (-?\d+)$/,
    ([min, max]) => msg`Must be a whole number of minutes from ${min} to ${max}`,
  ],
  [
    /^The avatar must be at most (\d+(?:\.\d+)?) MB$/,
    ([megabytes]) => msg`The avatar must be at most ${megabytes} MB`,
  ],
  [/^You currently only have (-?\d+) points$/, ([points]) => msg`You currently only have ${points} points`],
  [
    /^Points transfer needs at least (\d+) points$/,
    ([minimum]) => msg`Points transfer needs at least ${minimum} points`,
  ],
];

function descriptorOf(message: string): MessageDescriptor | undefined {
  if (Object.hasOwn(EXACT, message)) return EXACT[message];
  for (const [pattern, describe] of PATTERNS) {
    const match = pattern.exec(message);
    if (match) return describe([match[1] ?? '', match[2] ?? '']);
  }
  return undefined;
}

/** The server message in the interface language; unknown messages come back as they are. */
export function serverMessage(i18n: I18n, message: string): string {
  const descriptor = descriptorOf(message);
  return descriptor ? i18n._(descriptor) : message;
}

/** Every message known by its exact text (the parameterized ones are not listed), for tests. */
export const KNOWN_SERVER_MESSAGES: readonly string[] = Object.keys(EXACT);

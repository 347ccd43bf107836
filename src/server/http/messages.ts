import { PRIVACY_CONSENT_MESSAGE } from '../../../machines/rules/consent';
import { UNSAFE_TEXT_MESSAGE } from '../../../machines/rules/text';
import { POINTS_OVER_PRICE } from '../../../machines/rules/store';
import { LESSON_NEED_MESSAGES, MEMBERSHIP_REQUIRED_MESSAGE } from '../../../machines/rules/lessonProgression';

/**
 * Every message the API sends, in `status.message` and in the 422 `errors` lists:
 * the one place they are written.
 *
 * The SPA shows them in the interface language: src/api/messages.ts looks each one
 * up by its exact English text (fixed texts) or by its pattern (the functions
 * below), with the same English text as the Lingui source. So:
 *
 * - keep every text exact and stable; a changed text needs a changed translation;
 * - write a new message here (never as a literal in a schema or a route) and add its
 *   translation to src/api/messages.ts: tests/unit/server-messages.test.ts fails
 *   on a message without a zh-Hant and zh-Hans translation, and on a message
 *   literal left in src/server outside this file.
 *
 * Texts fixed by the spec: SPEC §5 (field formats), the team agreements (business
 * failures, success messages, 429, 501, 500). The others are short English sentences.
 */
export const messages = {
  // success
  success: 'success',
  registered: 'You have successfully registered! Please login and create a profile for the kids!',
  accountDeleted: 'Account Deleted',
  /** SPEC §8: a remittance request was stored and its points held. */
  transferSuccess: 'Transfer is successful',
  /**
   * SPEC §8, spelled exactly so: the app's own message when a transfer fails unexpectedly
   * (network, 500). The server never sends it; it is here so one table holds the texts.
   */
  transferFailed: "Opps! There's somthing wrong. Please try again",

  // the code table of reply.ts
  unauthenticated: 'Unauthenticated',
  sessionInvalid: 'Session expired. Please log in again.',
  forbidden: 'You do not have access to this',
  notFound: 'Not found',
  tooMany: 'Too many attempts. Please try again later.',
  notBuilt: 'This feature is not available yet.',
  serverError: 'Server error',
  /** Any other 4xx the HTTP layer raises by itself. */
  badRequest: 'The request is not valid',

  // the request as a whole (errors.body)
  bodyNotJson: 'The request body must be JSON',
  bodyNotObject: 'The request body must be a JSON object',
  formUnreadable: 'The form could not be read',
  bodyTooLarge: 'The request is too large',
  /** HTTP 415: a JSON call's body sent as another type (a text/plain body is how a cross-site form posts JSON). */
  bodyNotJsonType: 'The request body must be sent as application/json',
  /** HTTP 403: a write authenticated by the cookie alone from a page that is not the app's (http/auth.ts). */
  crossOrigin: 'This request must come from the app itself',

  // field formats (SPEC §5)
  required: 'Must fill in',
  email: 'Account has to be a valid email address',
  min8: 'Must contain at least 8 characters',
  max12: 'Maximum 12 characters',

  // field formats (other fields)
  /** A field that failed a check without a message of its own (see validate.ts). */
  invalidValue: 'This value is not valid',
  notText: 'Must be text',
  /** machines/rules/text.ts: a typed text with a control or bidirectional character. */
  unsafeText: UNSAFE_TEXT_MESSAGE,
  notFlag: 'Must be 0 or 1',
  notId: 'Must be a valid id',
  mustBeOne: 'Must be 1',
  envLanguage: 'Must be 1, 2 or 3',
  language: 'Must be cn or tw',
  secondLanguage: 'Must be none or english',
  phoneticSymbol: 'Must be rom or phonetic',
  memberGender: 'Must be male or female',
  nothingToChange: 'Nothing to change',
  childGender: 'Must be boy or girl',
  writeLeniency: 'Choose strict, normal or gentle',
  /** A child's school term other than the four (machines/rules/schoolTerm.ts) or null. */
  schoolTerm: 'Choose grade 1 or 2, first or second term, or no term',
  /** PUT members/{id} with a school term and no `child_id`: the term is a child's alone. */
  schoolTermNeedsChild: 'Choose the child whose school term this is',
  date: 'Must be a real date (YYYY-MM-DD)',
  birthdayNotPast: 'The birthday must be in the past',
  avatarNotImage: 'The avatar must be a PNG, JPEG, GIF or WebP image',
  /** children/images.ts AVATAR_MAX_PIXELS (issue 26). */
  avatarTooManyPixels: 'The avatar must be at most 16 megapixels',
  pointsAmount: 'Must be a whole number of points',
  payMethod: 'Please select payment method',
  accountNumber: 'Must be an account number',
  phone: 'Must be a phone number',
  bankCode: 'Must be a bank code',
  idNumber: 'Must be an ID number',
  decision: 'Choose confirm or decline',
  /** SPEC §8 generic: a form with a wrong field (the remittance request); `errors` names the fields. */
  checkInformation: 'Please confirm if your information is correct',

  // business failures on a field (team agreements)
  emailTaken: 'This e-mail has been registered',
  emailNotRegistered: 'This e-mail is not registered',
  emailAlreadyVerified: 'This e-mail has already been verified',
  loginFailed: 'Email or password incorrect',
  codeInvalid: 'The verification code is invalid or has expired',
  codeDead: 'Too many wrong attempts. Please request a new code.',
  oldPasswordWrong: 'The old password is incorrect',

  // school lists (issue 30 §1; machines/rules/schoolList.ts says which and why)
  schoolListEmpty: 'Write the words of the list',
  schoolListNoCharacters: 'The list needs Chinese characters',
  schoolListTooMany: 'A list holds at most 40 words',
  schoolListWordTooLong: 'A word holds at most 6 characters: put a space between two words',
  schoolListSame: 'This list is saved already',
  schoolListNoReading: 'A word of the list has no reading: leave it out',
  schoolListReading: 'Choose one of the readings offered',
  schoolListWords: 'Send the words as the list understood them',
  schoolListDay: 'Choose a dictation day from today to eight weeks ahead',
  schoolListsFull: 'A child keeps at most 30 lists: delete one first',
  schoolListMode: 'Choose practice or dictation',
  samePassword: 'The new password must be different from the old one',
  /** SPEC §5, §8: buying needs enough stars. */
  notEnoughStars: 'Oops! Not enough stars!',
  incorrectPassword: 'Incorrect Password',
  inviteUnknown: 'This referral code does not exist',
  productUnavailable: 'This product is not available',
  /** No payment provider is configured (PAYMENT_PROVIDER unset): the store sells nothing (issue 26). */
  purchasesUnavailable: 'Purchases are not available yet',
  /** machines/rules/store.ts: the order rule both sides apply. */
  pointsOverPrice: POINTS_OVER_PRICE,
  paymentInvalid: 'The payment confirmation is not valid',
  /** Sign-up needs the parent's consent to the privacy policy (issue 9). */
  privacyConsent: PRIVACY_CONSENT_MESSAGE,
  // picture books and paints (issue 9)
  /** A picture book still readable, or a paint already owned, is not bought again. */
  alreadyOwned: 'You already have this one',
  paintRegion: 'This part is not in the picture',
  paintColor: 'Choose a color from the palette',

  // learning (SPEC §4 lesson ordering, §6 paid membership)
  membershipRequired: MEMBERSHIP_REQUIRED_MESSAGE,
  lessonLocked: 'Finish the lessons before this one first',
  /** A completion while the lesson still needs something (machines/rules/lessonProgression.ts `lessonNeeds`): its first need's message. */
  lessonNeedsExplanation: LESSON_NEED_MESSAGES.explanation,
  lessonNeedsStory: LESSON_NEED_MESSAGES.story,
  lessonNotFinished: LESSON_NEED_MESSAGES.word,
  lessonNotInRadical: 'This lesson is not part of this radical',
  wordNotInLesson: 'This word is not part of this lesson',
  passKind: 'Send a word pass (word_id with finish_explaining or is_passed) or a lesson pass (story or completion)',
  noChild: 'Add a child first',

  // child profiles (machines/rules/children.ts)
  /** POST children when the account already holds MAX_CHILDREN (10). */
  tooManyChildren: 'An account can have at most 10 children',
  /** DELETE children/{id} of the account's only child. */
  lastChild: 'An account must keep at least one child',

  // parameterized: the SPA matches these by pattern, so keep the shape of each text
  /** A text field longer than `max` characters (SPEC §5 'Maximum 12 characters'). */
  maxChars: (max: number) => `Maximum ${max} characters` as const,
  wholeNumberBetween: (min: number, max: number) => `Must be a whole number from ${min} to ${max}` as const,
  minutesBetween: (min: number, max: number) =>
    `Must be a whole number of minutes from ${min} to ${max}` as const,
  avatarTooLarge: (megabytes: number) => `The avatar must be at most ${megabytes} MB` as const,
  /** SPEC §5: buying needs enough points. */
  notEnoughPoints: (points: number) => `You currently only have ${points} points` as const,
  /** SPEC §5: points transfer needs at least 2000 points. */
  transferMinimum: (minimum: number) => `Points transfer needs at least ${minimum} points` as const,
} as const;

type Messages = typeof messages;

/** The keys of the fixed texts. */
export type FixedMessageKey = { [K in keyof Messages]: Messages[K] extends string ? K : never }[keyof Messages];

/** The keys of the parameterized texts. */
export type MessageFormatKey = Exclude<keyof Messages, FixedMessageKey>;

/** A fixed text, e.g. 'Must fill in'. */
export type FixedMessage = Messages[FixedMessageKey];

/**
 * Any message the server may send. Typing a message parameter as `ServerMessage`
 * makes TypeScript refuse a text that is not written here.
 */
export type ServerMessage = FixedMessage | { [K in MessageFormatKey]: ReturnType<Messages[K]> }[MessageFormatKey];

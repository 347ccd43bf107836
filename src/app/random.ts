/**
 * The app's source of randomness for machines that take `random: () => number`
 * (the parent gate's questions). Components never call Math.random themselves;
 * tests and the flows page pass a seeded or fixed source instead.
 */
export const appRandom = (): number => Math.random();

/** Fen as yuan with two decimals, as members read amounts: 1234 → "12.34". */
export const yuan = (fen: number) => (fen / 100).toFixed(2)

/** "1 update", "2 updates". */
export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** What the API says about search synonyms, to staff, in both languages; merged into messages.ts. */
export const searchMessages = {
  en: {
    synonymNeedsTwo: 'A group needs at least two different words.',
    synonymOneWord: '“{word}” is more than one word. Each synonym is a single word.',
    synonymTaken: '“{word}” is already in another group. Edit that group instead.',
  },
  ar: {
    synonymNeedsTwo: 'تحتاج المجموعة إلى كلمتين مختلفتين على الأقل.',
    synonymOneWord: '«{word}» أكثر من كلمة، وكل مرادف كلمة واحدة.',
    synonymTaken: '«{word}» موجودة في مجموعة أخرى. عدّل تلك المجموعة بدلًا من ذلك.',
  },
} as const;

/** Every rule-book query under one prefix: an edit refreshes the book, its search and its history. */
export const rulebookKey = ['rulebook'] as const;

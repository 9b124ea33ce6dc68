/** A redemption code in groups of four, as it is read out at the counter: '1234 5678 9012'. */
export function groupedCode(code: string): string {
  return code.replace(/(\d{4})(?=\d)/g, '$1 ')
}

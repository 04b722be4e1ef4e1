/**
 * An RFC 4180 reader for the tests that check the Leads CSV export (int and e2e): quoted cells may hold commas,
 * doubled quotes and line breaks; rows end with CRLF; a leading byte-order mark is skipped.
 *   parseCsvRows('a,"b,c"\r\n1,2\r\n') → [['a', 'b,c'], ['1', '2']]
 *   parseCsvRecords(text) → one object per data row, keyed by the header row
 */
export function parseCsvRows(text: string): string[][] {
  const body = text.replace(/^\ufeff/, '')
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        cell += '"'
        i++
      } else if (c === '"') quoted = false
      else cell += c
    } else if (c === '"') quoted = true
    else if (c === ',') {
      row.push(cell)
      cell = ''
    } else if (c === '\r' && body[i + 1] === '\n') {
      row.push(cell)
      rows.push(row)
      row = []
      cell = ''
      i++
    } else cell += c
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell])
  return rows
}

export function parseCsvRecords(text: string): Record<string, string>[] {
  const [header = [], ...rows] = parseCsvRows(text)
  return rows.map((cells) => Object.fromEntries(header.map((name, i) => [name, cells[i] ?? ''])))
}

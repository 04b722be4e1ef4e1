import { mediaUrl } from '@/data/media'

describe('mediaUrl', () => {
  it('reads the URL of a populated upload, nothing from a bare id or an upload without one', () => {
    expect(mediaUrl({ id: 3, url: '/api/media/file/logo.png' })).toBe('/api/media/file/logo.png')
    expect(mediaUrl({ id: 3, url: '' })).toBeNull()
    expect(mediaUrl({ id: 3, url: null })).toBeNull()
    expect(mediaUrl({ id: 3 })).toBeNull()
    expect(mediaUrl(3)).toBeNull()
    expect(mediaUrl(null)).toBeNull()
  })
})

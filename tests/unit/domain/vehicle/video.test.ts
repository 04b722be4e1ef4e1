import { isEmbedUrl, VIDEO_EMBED_PREFIXES, videoPlan } from '@/domain/vehicle/video'

describe('video', () => {
  it('VDP-17 an embed iframe only for the provider embed prefix, else a native video', () => {
    expect(VIDEO_EMBED_PREFIXES).toContain('https://www.youtube.com/embed/')
    expect(videoPlan('https://www.youtube.com/embed/abc123', null)).toEqual({
      kind: 'embed',
      src: 'https://www.youtube.com/embed/abc123',
    })
    expect(videoPlan('https://www.youtube.com/watch?v=abc123', null)).toEqual({
      kind: 'native',
      src: 'https://www.youtube.com/watch?v=abc123',
    })
    expect(videoPlan(null, '/api/media/file/walkaround.mp4')).toEqual({
      kind: 'native',
      src: '/api/media/file/walkaround.mp4',
    })
    expect(isEmbedUrl('http://www.youtube.com/embed/abc')).toBe(false)
  })

  it('VDP-16 the external video wins; none or an unsafe url gives no video', () => {
    expect(videoPlan('https://player.vimeo.com/video/1', '/a.mp4')!.kind).toBe('embed')
    expect(videoPlan(null, null)).toBeNull()
    expect(videoPlan('javascript:alert(1)', null)).toBeNull()
  })
})

// Full-screen picture with zoom (antd's image preview: wheel, pinch, zoom buttons, arrows between
// pictures), loaded the first time a customer zooms.
import { Image } from 'antd'
import { AntdScope } from '../../../components/AntdScope.tsx'
import { logoUrl } from '../../../components/ProductImage.tsx'

interface Props {
  urls: string[]
  current: number
  onChange: (index: number) => void
  onClose: () => void
}

export default function ZoomPreview({ urls, current, onChange, onClose }: Props) {
  return (
    <AntdScope>
      <Image.PreviewGroup
        items={urls}
        fallback={logoUrl}
        preview={{
          open: true,
          current,
          onChange: (index) => onChange(index),
          onOpenChange: (open) => {
            if (!open) onClose()
          },
        }}
      />
    </AntdScope>
  )
}

// The admin image picker: several images per item, each either uploaded (JPG, PNG or WebP up to 5 MB,
// with progress) into a public bucket, or an address that answers with an image. A form control:
// `value` is the list of stored paths or URLs, `onChange` gets the new list.
import { storageImageSources } from '@shop/shared/storage'
import { toast } from '@shop/shared/toast'
import { Alert, Button, Input, Progress, Radio, Space } from 'antd'
import { type ChangeEvent, useId, useState } from 'react'
import { checkImageUrl } from './check-image-url.ts'
import { fileProblem, IMAGE_TYPES, randomImageName } from './image-rules.ts'
import { uploadImage } from './upload.ts'
import './image-picker.css'

interface Props {
  bucket: string
  value?: string[]
  onChange?: (value: string[]) => void
  /** What the images are of, for their alternative text ("Product image 1"). */
  itemLabel: string
  /** At most this many images (a category has one). */
  max?: number
}

function Thumbnail({ path, alt }: { path: string; alt: string }) {
  const [failed, setFailed] = useState(false)
  // 88 px squares: the two smallest renditions cover screens up to 2x.
  const sources = storageImageSources(path, { ratio: 1, widths: [160, 240], fallbackWidth: 160 })
  if (failed || !sources) return <span className="image-picker__failed">Failed to load image</span>
  return (
    <img
      src={sources.src}
      srcSet={sources.srcSet}
      sizes={sources.srcSet ? '88px' : undefined}
      alt={alt}
      className="image-picker__thumb"
      onError={() => setFailed(true)}
    />
  )
}

export function ImagePicker({ bucket, value = [], onChange, itemLabel, max = 10 }: Props) {
  const [mode, setMode] = useState<'upload' | 'url'>('upload')
  const [progress, setProgress] = useState<number | null>(null)
  const [url, setUrl] = useState('')
  const [checking, setChecking] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const fileId = useId()
  const urlId = useId()

  const add = (path: string) => onChange?.([...value, path])
  const remove = (index: number) => onChange?.(value.filter((_, i) => i !== index))

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    const refused = fileProblem(file)
    if (refused) {
      setProblem(refused.message)
      toast.error(refused.title)
      return
    }
    setProblem(null)
    setProgress(0)
    try {
      const uploaded = await uploadImage(bucket, randomImageName(file.type), file, setProgress)
      add(uploaded.path)
      toast.success('Image uploaded successfully')
    } catch {
      setProblem('Failed to upload image. Check your connection and try again.')
      toast.error('Failed to upload image')
    } finally {
      setProgress(null)
    }
  }

  const onAddUrl = async () => {
    const address = url.trim()
    setChecking(true)
    const ok = await checkImageUrl(address)
    setChecking(false)
    if (!ok) {
      setProblem('Invalid image URL')
      toast.error('Invalid image URL')
      return
    }
    if (value.includes(address)) {
      setProblem('This image is already added')
      return
    }
    setProblem(null)
    setUrl('')
    add(address)
  }

  return (
    <div className="image-picker">
      {value.length > 0 && (
        <ul className="image-picker__list">
          {value.map((path, index) => (
            <li key={path} className="image-picker__item">
              <Thumbnail path={path} alt={`${itemLabel} image ${index + 1}`} />
              <Button size="small" onClick={() => remove(index)}>
                Remove image {index + 1}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {value.length < max && (
        <>
          <Radio.Group
            value={mode}
            onChange={(event) => {
              setMode(event.target.value)
              setProblem(null)
            }}
            optionType="button"
            options={[
              { value: 'upload', label: 'Upload' },
              { value: 'url', label: 'Image URL' },
            ]}
            aria-label="How to add an image"
          />
          <div className="image-picker__mode">
            {mode === 'upload' ? (
              <>
                <label htmlFor={fileId} className="image-picker__file">
                  Choose an image (JPG, PNG or WebP, up to 5 MB)
                </label>
                <input
                  id={fileId}
                  type="file"
                  accept={IMAGE_TYPES.join(',')}
                  onChange={(event) => void onFile(event)}
                  disabled={progress !== null}
                />
                {progress !== null && <Progress percent={progress} size="small" aria-label="Upload progress" />}
              </>
            ) : (
              <Space.Compact style={{ width: '100%' }}>
                <label htmlFor={urlId} className="visually-hidden">
                  Image URL
                </label>
                <Input
                  id={urlId}
                  placeholder="https://…"
                  value={url}
                  onChange={(event) => setUrl(event.target.value)}
                  onPressEnter={(event) => {
                    event.preventDefault()
                    void onAddUrl()
                  }}
                />
                <Button onClick={() => void onAddUrl()} loading={checking} disabled={url.trim() === ''}>
                  Add URL
                </Button>
              </Space.Compact>
            )}
          </div>
        </>
      )}
      {problem && <Alert type="error" showIcon message={problem} role="alert" />}
    </div>
  )
}

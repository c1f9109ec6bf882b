# Compares named parts of two DXContainers byte for byte (lit helper).
import struct, sys
def parts(path):
    d = open(path, 'rb').read()
    assert d[:4] == b'DXBC'
    n = struct.unpack_from('<I', d, 28)[0]
    out = {}
    for i in range(n):
        off = struct.unpack_from('<I', d, 32 + 4 * i)[0]
        cc = d[off:off + 4].decode()
        size = struct.unpack_from('<I', d, off + 4)[0]
        out[cc] = d[off + 8: off + 8 + size]
    return out
if __name__ == '__main__':
    a, b = parts(sys.argv[1]), parts(sys.argv[2])
    bad = [p for p in sys.argv[3:] if a.get(p) != b.get(p)]
    print('MISMATCH ' + ' '.join(bad) if bad else 'MATCH')
    sys.exit(1 if bad else 0)

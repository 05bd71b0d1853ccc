package dev.serbench.codec.floors;

import dev.serbench.model.GpbBig;
import dev.serbench.model.GpbBigList;
import dev.serbench.model.GpbComplex;
import dev.serbench.model.GpbComplexList;
import dev.serbench.model.GpbHuge;
import dev.serbench.model.GpbHugeList;
import dev.serbench.model.GpbMedium;
import dev.serbench.model.GpbMediumList;
import dev.serbench.model.GpbTiny;
import dev.serbench.model.GpbTinyList;
import java.util.HashMap;
import java.util.Map;

/** The {@code raw} layouts of the gob-proto-bench family. */
final class RawGpb {

  private RawGpb() {}

  static final RawFormat<GpbTiny> TINY = new RawFormat<>() {
    @Override
    public void write(RawWriter out, GpbTiny v) {
      out.signed(v.tinyId());
      out.string(v.someStr());
    }

    @Override
    public GpbTiny read(RawReader in) {
      return new GpbTiny(in.signed(), in.string());
    }
  };

  static final RawFormat<GpbMedium> MEDIUM = new RawFormat<>() {
    @Override
    public void write(RawWriter out, GpbMedium v) {
      out.signed(v.mediumId());
      out.string(v.firstName());
      out.string(v.lastName());
      out.float64(v.balance());
      out.instant(v.createdAt());
      TINY.write(out, v.tiny());
    }

    @Override
    public GpbMedium read(RawReader in) {
      return new GpbMedium(in.signed(), in.string(), in.string(), in.float64(), in.instant(), TINY.read(in));
    }
  };

  /** {@code age} is Go's uint64: its bits as a plain varint. */
  static final RawFormat<GpbBig> BIG = new RawFormat<>() {
    @Override
    public void write(RawWriter out, GpbBig v) {
      out.signed(v.bigId());
      out.varLong(v.age());
      out.string(v.country());
      out.bytes(v.countryBytes());
      out.instant(v.createdAt());
      out.instant(v.updatedAt());
      out.instant(v.deletedAt());
      TINY.write(out, v.tiny());
      MEDIUM.write(out, v.medium());
    }

    @Override
    public GpbBig read(RawReader in) {
      return new GpbBig(in.signed(), in.varLong(), in.string(), in.bytes(), in.instant(), in.instant(), in.instant(),
          TINY.read(in), MEDIUM.read(in));
    }
  };

  static final RawFormat<GpbHuge> HUGE = new RawFormat<>() {
    @Override
    public void write(RawWriter out, GpbHuge v) {
      RawFormat.writeList(out, v.bigs50(), BIG);
      RawFormat.writeList(out, v.bigs256(), BIG);
      RawFormat.writeList(out, v.bigs1024(), BIG);
    }

    @Override
    public GpbHuge read(RawReader in) {
      return new GpbHuge(RawFormat.readList(in, 8, BIG), RawFormat.readList(in, 8, BIG), RawFormat.readList(in, 8, BIG));
    }
  };

  /** Entries as key string and Huge; at least 4 bytes each. */
  static final RawFormat<GpbComplex> COMPLEX = new RawFormat<>() {
    @Override
    public void write(RawWriter out, GpbComplex v) {
      Map<String, GpbHuge> huges = v.huges();
      out.length(huges.size());
      for (Map.Entry<String, GpbHuge> entry : huges.entrySet()) {
        out.string(entry.getKey());
        HUGE.write(out, entry.getValue());
      }
    }

    @Override
    public GpbComplex read(RawReader in) {
      int size = in.count(4);
      Map<String, GpbHuge> huges = new HashMap<>(RawFormat.mapCapacity(size));
      for (int i = 0; i < size; i++) {
        huges.put(in.string(), HUGE.read(in));
      }
      return new GpbComplex(huges);
    }
  };

  static final RawFormat<GpbTinyList> TINY_LIST = new RawFormat<>() {
    @Override
    public void write(RawWriter out, GpbTinyList v) {
      RawFormat.writeList(out, v.items(), TINY);
    }

    @Override
    public GpbTinyList read(RawReader in) {
      return new GpbTinyList(RawFormat.readList(in, 2, TINY));
    }
  };

  static final RawFormat<GpbMediumList> MEDIUM_LIST = new RawFormat<>() {
    @Override
    public void write(RawWriter out, GpbMediumList v) {
      RawFormat.writeList(out, v.items(), MEDIUM);
    }

    @Override
    public GpbMediumList read(RawReader in) {
      return new GpbMediumList(RawFormat.readList(in, 8, MEDIUM));
    }
  };

  static final RawFormat<GpbBigList> BIG_LIST = new RawFormat<>() {
    @Override
    public void write(RawWriter out, GpbBigList v) {
      RawFormat.writeList(out, v.items(), BIG);
    }

    @Override
    public GpbBigList read(RawReader in) {
      return new GpbBigList(RawFormat.readList(in, 8, BIG));
    }
  };

  static final RawFormat<GpbHugeList> HUGE_LIST = new RawFormat<>() {
    @Override
    public void write(RawWriter out, GpbHugeList v) {
      RawFormat.writeList(out, v.items(), HUGE);
    }

    @Override
    public GpbHugeList read(RawReader in) {
      return new GpbHugeList(RawFormat.readList(in, 3, HUGE));
    }
  };

  static final RawFormat<GpbComplexList> COMPLEX_LIST = new RawFormat<>() {
    @Override
    public void write(RawWriter out, GpbComplexList v) {
      RawFormat.writeList(out, v.items(), COMPLEX);
    }

    @Override
    public GpbComplexList read(RawReader in) {
      return new GpbComplexList(RawFormat.readList(in, 1, COMPLEX));
    }
  };
}

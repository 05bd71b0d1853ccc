package dev.serbench.codec.capnp;

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
import dev.serbench.schemas.capnp.GpbCapnp;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.capnproto.MessageReader;
import org.capnproto.StructList;

/** Reads every field of gpb.capnp's structs into the canonical records; HugeEntry lists become maps. */
final class GpbReader {

  private GpbReader() {}

  static GpbTiny tiny(MessageReader message) {
    return read(message.getRoot(GpbCapnp.GpbTiny.factory));
  }

  static GpbMedium medium(MessageReader message) {
    return read(message.getRoot(GpbCapnp.GpbMedium.factory));
  }

  static GpbBig big(MessageReader message) {
    return read(message.getRoot(GpbCapnp.GpbBig.factory));
  }

  static GpbHuge huge(MessageReader message) {
    return read(message.getRoot(GpbCapnp.GpbHuge.factory));
  }

  static GpbComplex complex(MessageReader message) {
    return read(message.getRoot(GpbCapnp.GpbComplex.factory));
  }

  static GpbTinyList tinyList(MessageReader message) {
    StructList.Reader<GpbCapnp.GpbTiny.Reader> list = message.getRoot(GpbCapnp.GpbTinyList.factory).getItems();
    int size = list.size();
    List<GpbTiny> items = new ArrayList<>(size);
    for (int i = 0; i < size; i++) {
      items.add(read(list.get(i)));
    }
    return new GpbTinyList(items);
  }

  static GpbMediumList mediumList(MessageReader message) {
    StructList.Reader<GpbCapnp.GpbMedium.Reader> list = message.getRoot(GpbCapnp.GpbMediumList.factory).getItems();
    int size = list.size();
    List<GpbMedium> items = new ArrayList<>(size);
    for (int i = 0; i < size; i++) {
      items.add(read(list.get(i)));
    }
    return new GpbMediumList(items);
  }

  static GpbBigList bigList(MessageReader message) {
    return new GpbBigList(read(message.getRoot(GpbCapnp.GpbBigList.factory).getItems()));
  }

  static GpbHugeList hugeList(MessageReader message) {
    StructList.Reader<GpbCapnp.GpbHuge.Reader> list = message.getRoot(GpbCapnp.GpbHugeList.factory).getItems();
    int size = list.size();
    List<GpbHuge> items = new ArrayList<>(size);
    for (int i = 0; i < size; i++) {
      items.add(read(list.get(i)));
    }
    return new GpbHugeList(items);
  }

  static GpbComplexList complexList(MessageReader message) {
    StructList.Reader<GpbCapnp.GpbComplex.Reader> list =
        message.getRoot(GpbCapnp.GpbComplexList.factory).getItems();
    int size = list.size();
    List<GpbComplex> items = new ArrayList<>(size);
    for (int i = 0; i < size; i++) {
      items.add(read(list.get(i)));
    }
    return new GpbComplexList(items);
  }

  private static GpbTiny read(GpbCapnp.GpbTiny.Reader tiny) {
    return new GpbTiny(tiny.getTinyId(), tiny.getSomeStr().toString());
  }

  private static GpbMedium read(GpbCapnp.GpbMedium.Reader medium) {
    return new GpbMedium(medium.getMediumId(), medium.getFirstName().toString(), medium.getLastName().toString(),
        medium.getBalance(), Timestamps.read(medium.getCreatedAt()), read(medium.getTiny()));
  }

  private static GpbBig read(GpbCapnp.GpbBig.Reader big) {
    return new GpbBig(big.getBigId(), big.getAge(), big.getCountry().toString(), big.getCountryBytes().toArray(),
        Timestamps.read(big.getCreatedAt()), Timestamps.read(big.getUpdatedAt()),
        Timestamps.read(big.getDeletedAt()), read(big.getTiny()), read(big.getMedium()));
  }

  private static List<GpbBig> read(StructList.Reader<GpbCapnp.GpbBig.Reader> list) {
    int size = list.size();
    List<GpbBig> items = new ArrayList<>(size);
    for (int i = 0; i < size; i++) {
      items.add(read(list.get(i)));
    }
    return items;
  }

  private static GpbHuge read(GpbCapnp.GpbHuge.Reader huge) {
    return new GpbHuge(read(huge.getBigs50()), read(huge.getBigs256()), read(huge.getBigs1024()));
  }

  private static GpbComplex read(GpbCapnp.GpbComplex.Reader complex) {
    StructList.Reader<GpbCapnp.HugeEntry.Reader> list = complex.getHuges();
    int size = list.size();
    Map<String, GpbHuge> huges = new HashMap<>(MapsReader.capacityFor(size));
    for (int i = 0; i < size; i++) {
      GpbCapnp.HugeEntry.Reader entry = list.get(i);
      huges.put(entry.getKey().toString(), read(entry.getValue()));
    }
    return new GpbComplex(huges);
  }
}
